import { FormattedMessage } from 'react-intl';
import { COUNTRY_CODES } from '@/lib/domain/countries';
import type { AccountPageProps } from './types';
import type { CountryOption } from '../edit/EditForm';
import { LazyEditForm as EditForm } from '../edit/LazyEditForm';
import { editValuesOf } from '@/lib/domain/personal-information';
import styles from '../ui/account.module.css';

/** Every country named in the page's language, sorted by that name (formatted here: ADR 0006). */
function countryOptions(locale: string): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
}

/** The "edit" account screen: the customer's personal information (spec 01 §5). */
export function EditPage({ seller, customer, locale }: AccountPageProps) {
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>
        <FormattedMessage id="account.edit.title" />
      </h1>
      <EditForm
        shopSlug={seller.slug ?? seller._id}
        initial={editValuesOf(customer)}
        countries={countryOptions(locale)}
        addressAutocomplete={seller.features?.addressAutocomplete === true}
      />
    </div>
  );
}

import { FormattedMessage } from 'react-intl';
import type { AccountPageProps } from './types';
import { ResetPasswordButton } from '../security/ResetPasswordButton';
import styles from '../ui/account.module.css';
import formStyles from '../shell/forms.module.css';

/**
 * The "security" account screen: the reset-password button (spec 01 §2). The menu rule offers the
 * page only to password-login customers of shops without external account settings.
 */
export function SecurityPage({ seller, customer }: AccountPageProps) {
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>
        <FormattedMessage id="account.security.title" />
      </h1>
      <section className={formStyles.section} aria-labelledby="security-password">
        <h2 id="security-password">
          <FormattedMessage id="account.security.passwordTitle" />
        </h2>
        <p className={formStyles.hint}>
          <FormattedMessage id="account.security.passwordText" />
        </p>
        <ResetPasswordButton shopSlug={seller.slug ?? seller._id} email={customer.primaryEmail} />
      </section>
    </div>
  );
}

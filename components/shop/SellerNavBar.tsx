import { ServerImage } from '@/components/ui/ServerImage';
import Link from 'next/link';
import { splitSectionLinks, type SectionLink as Section } from '@/lib/domain/section-links';
import { SectionLink } from './SectionLink';
import { NavMenu } from './NavMenu';
import { SectionLinksFit } from './SectionLinksFit';
import { LanguageSwitcher } from './LanguageSwitcher';
import { AccountPill } from './AccountPill';
import { CartPill } from '@/components/cart/CartPill';
import styles from './SellerNavBar.module.css';

export interface SellerNavBarProps {
  shopHref: string;
  sellerName: string;
  logoUrl?: string | undefined;
  homeLabel: string;
  sectionsLabel: string;
  sections: readonly Section[];
  locale: string;
  availableLocales: readonly string[];
  /** The account pill's link: the pill is shown only when authentication is active for the seller. */
  accountHref?: string | undefined;
}

/**
 * The seller navigation bar (spec 02 §2): logo to the shop, at most five section links with the rest
 * in the hamburger menu (and those of the five that do not fit the screen), the account pill and
 * the cart pill.
 */
export function SellerNavBar(props: SellerNavBarProps) {
  const { bar, menu } = splitSectionLinks(props.sections);
  const hasMenu = bar.length + menu.length > 0;
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href={props.shopHref} className={styles.brand} aria-label={props.homeLabel}>
          {props.logoUrl ? <ServerImage src={props.logoUrl} alt="" width={48} height={48} unoptimized className={styles.logo} preload /> : null}
          <span className={styles.name}>{props.sellerName}</span>
        </Link>
        {bar.length > 0 ? (
          <nav className={styles.sections} aria-label={props.sectionsLabel}>
            <ul className={styles.sectionList}>
              {bar.map((section) => (
                <li key={section._id} data-bar-section="">
                  <SectionLink section={section} className={styles.sectionLink} />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {bar.length > 0 ? <SectionLinksFit /> : null}
        <div className={styles.actions}>
          <LanguageSwitcher current={props.locale} available={props.availableLocales} />
          {props.accountHref ? <AccountPill accountHref={props.accountHref} /> : null}
          <CartPill />
          {hasMenu ? (
            <NavMenu barLinksInMenuOnMobile={menu.length > 0}>
              <ul className={styles.menuList}>
                {bar.map((section) => (
                  <li key={section._id} className={styles.mobileOnly} data-menu-section="">
                    <SectionLink section={section} className={styles.menuLink} />
                  </li>
                ))}
                {menu.map((section) => (
                  <li key={section._id}>
                    <SectionLink section={section} className={styles.menuLink} />
                  </li>
                ))}
              </ul>
            </NavMenu>
          ) : null}
        </div>
      </div>
    </header>
  );
}

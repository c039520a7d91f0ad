import type { OutgoingMail } from '../mail.ts';

/** Texts of the mails the account area triggers, in the storefront's two locales. */

type MailLocale = 'en' | 'de';

/** 'de', 'de-AT', 'DE' → de; anything else → en (the storefront's fallback locale). */
export function mailLocale(language: string | null | undefined): MailLocale {
  return language?.trim().toLowerCase().startsWith('de') ? 'de' : 'en';
}

const TEXTS = {
  passwordReset: {
    en: {
      subject: (shop: string) => `Reset your password for ${shop}`,
      body: (name: string, shop: string) =>
        `Hello ${name},\n\nsomeone asked to reset the password of your ${shop} account. Open the link below within one hour to choose a new password. If it was not you, ignore this mail: your password stays as it is.`,
    },
    de: {
      subject: (shop: string) => `Passwort für ${shop} zurücksetzen`,
      body: (name: string, shop: string) =>
        `Hallo ${name},\n\njemand möchte das Passwort Ihres Kontos bei ${shop} zurücksetzen. Öffnen Sie den Link unten innerhalb einer Stunde, um ein neues Passwort zu wählen. Waren Sie das nicht, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.`,
    },
  },
  verification: {
    en: {
      subject: (shop: string) => `Confirm your e-mail address for ${shop}`,
      body: (name: string, shop: string) => `Hello ${name},\n\nplease confirm your e-mail address to use your ${shop} account. Open the link below within 24 hours.`,
    },
    de: {
      subject: (shop: string) => `E-Mail-Adresse für ${shop} bestätigen`,
      body: (name: string, shop: string) =>
        `Hallo ${name},\n\nbitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto bei ${shop} zu nutzen. Öffnen Sie den Link unten innerhalb von 24 Stunden.`,
    },
  },
} as const;

export interface AccountMailInput {
  kind: 'passwordReset' | 'verification';
  locale: MailLocale;
  sellerId: string;
  shopName: string;
  recipient: string;
  greetingName: string;
  link: string;
}

export function accountMail(input: AccountMailInput): OutgoingMail {
  const text = TEXTS[input.kind][input.locale];
  return {
    sellerId: input.sellerId,
    recipient: input.recipient,
    kind: input.kind,
    subject: text.subject(input.shopName),
    body: `${text.body(input.greetingName, input.shopName)}\n\n${input.link}\n`,
    link: input.link,
  };
}

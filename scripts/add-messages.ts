import { readFileSync, renameSync, writeFileSync } from 'node:fs';

/**
 * Adds or updates catalogue entries in both languages at once:
 *   node scripts/add-messages.ts path/to/new-messages.json
 * where the file holds { "cart.title": { "en": "Cart", "de": "Warenkorb" }, … }.
 * Keys keep their position when they exist and are appended otherwise; each catalogue is written
 * atomically, so parallel edits of other keys are not lost to a half-written file.
 */
type Entries = Record<string, { en: string; de: string }>;

const source = process.argv[2];
if (!source) {
  console.error('usage: node scripts/add-messages.ts <file.json>');
  process.exit(2);
}
const entries = JSON.parse(readFileSync(source, 'utf8')) as Entries;
for (const [key, texts] of Object.entries(entries)) {
  if (typeof texts?.en !== 'string' || typeof texts?.de !== 'string' || !texts.en || !texts.de) {
    console.error(`${key}: needs non-empty "en" and "de" texts`);
    process.exit(2);
  }
}
for (const locale of ['en', 'de'] as const) {
  const file = `messages/${locale}.json`;
  const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  for (const [key, texts] of Object.entries(entries)) catalogue[key] = texts[locale];
  writeFileSync(`${file}.tmp`, `${JSON.stringify(catalogue, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}
console.log(`Added ${Object.keys(entries).length} message(s) to messages/en.json and messages/de.json.`);

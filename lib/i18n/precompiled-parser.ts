import type {
  ArgumentElement,
  DateElement,
  DateTimeSkeleton,
  LiteralElement,
  MessageFormatElement,
  NumberElement,
  NumberSkeleton,
  PluralElement,
  PoundElement,
  SelectElement,
  TagElement,
  TimeElement,
} from '@formatjs/icu-messageformat-parser';
import { isPlainMessage } from './plain-message.ts';

/**
 * What the browser's bundle gets instead of @formatjs/icu-messageformat-parser (next.config.ts,
 * ADR 0043): the element types and predicates intl-messageformat and @formatjs/intl use, and a
 * `parse` that reads plain text only. The server compiles every other message into its syntax
 * tree before it reaches the browser (lib/i18n/client-messages.ts), so the full parser (7.5 KB
 * gzipped) stays on the server. tests/i18n/precompiled-parser.test.ts holds this module to the
 * library's own answers.
 */

// The library's TS enums, with their reverse mapping, as plain objects.
export const TYPE = {
  literal: 0,
  argument: 1,
  number: 2,
  date: 3,
  time: 4,
  select: 5,
  plural: 6,
  pound: 7,
  tag: 8,
  0: 'literal',
  1: 'argument',
  2: 'number',
  3: 'date',
  4: 'time',
  5: 'select',
  6: 'plural',
  7: 'pound',
  8: 'tag',
} as const;

export const SKELETON_TYPE = { number: 0, dateTime: 1, 0: 'number', 1: 'dateTime' } as const;

export const isLiteralElement = (el: MessageFormatElement): el is LiteralElement => el.type === TYPE.literal;
export const isArgumentElement = (el: MessageFormatElement): el is ArgumentElement => el.type === TYPE.argument;
export const isNumberElement = (el: MessageFormatElement): el is NumberElement => el.type === TYPE.number;
export const isDateElement = (el: MessageFormatElement): el is DateElement => el.type === TYPE.date;
export const isTimeElement = (el: MessageFormatElement): el is TimeElement => el.type === TYPE.time;
export const isSelectElement = (el: MessageFormatElement): el is SelectElement => el.type === TYPE.select;
export const isPluralElement = (el: MessageFormatElement): el is PluralElement => el.type === TYPE.plural;
export const isPoundElement = (el: MessageFormatElement): el is PoundElement => el.type === TYPE.pound;
export const isTagElement = (el: MessageFormatElement): el is TagElement => el.type === TYPE.tag;
export const isNumberSkeleton = (el: unknown): el is NumberSkeleton => !!el && typeof el === 'object' && (el as { type?: unknown }).type === SKELETON_TYPE.number;
export const isDateTimeSkeleton = (el: unknown): el is DateTimeSkeleton => !!el && typeof el === 'object' && (el as { type?: unknown }).type === SKELETON_TYPE.dateTime;

/** Plain text as the one literal it is; anything else should have been compiled on the server. */
export function parse(message: string): MessageFormatElement[] {
  if (!isPlainMessage(message)) throw new Error(`A message with ICU syntax reached the browser uncompiled: ${message}`);
  return message === '' ? [] : [{ type: TYPE.literal, value: message } as LiteralElement];
}

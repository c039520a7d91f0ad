import type { IntlShape } from 'react-intl';
import { SEAT_TYPES } from '@/lib/seat-map/contract';
import type { SeatMapLabels } from '@/lib/seat-map/widget-api';

/**
 * The widget's texts (lib/seat-map/widget-api.ts `SeatMapLabels`) from the page's catalogue. The
 * widget fills the `{name}` placeholders itself, so each message is formatted with every
 * placeholder given as its own literal `{name}`: the catalogue's translators see ordinary ICU
 * messages, and the widget gets templates.
 */

type TextLabel = Exclude<keyof SeatMapLabels, 'seatTypes'>;

/** Each label's placeholders, as widget-api.ts lists them. */
const PLACEHOLDERS: Record<TextLabel, readonly string[]> = {
  chart: ['venue'],
  seat: ['section', 'block', 'row', 'seat', 'category', 'price', 'type'],
  unavailable: [],
  area: ['name', 'remaining', 'capacity', 'category'],
  stage: [],
  zoomIn: [],
  zoomOut: [],
  resetView: [],
  minimap: [],
  showList: [],
  showMap: [],
  listTitle: [],
  listRow: ['row', 'block', 'section'],
  listAvailable: ['count'],
  hideUnavailable: [],
  chosenTitle: [],
  removeSeat: ['seat', 'row', 'block', 'section'],
  ticketType: [],
  announceChosen: ['seat', 'count'],
  announceRemoved: ['seat', 'count'],
  viewFromSeat: ['section'],
  keyboardHelp: [],
};

export const labelMessageId = (label: TextLabel): string => `seatMap.widget.${label}`;

export function seatMapLabels(intl: Pick<IntlShape, 'formatMessage'>): SeatMapLabels {
  const template = (label: TextLabel) =>
    intl.formatMessage({ id: labelMessageId(label) }, Object.fromEntries(PLACEHOLDERS[label].map((name) => [name, `{${name}}`])));
  const texts = Object.fromEntries((Object.keys(PLACEHOLDERS) as TextLabel[]).map((label) => [label, template(label)])) as Record<TextLabel, string>;
  // The seat type is appended to a seat's name ("…, £39.00, Limited view"): the same words as on the cart line.
  const seatTypes = Object.fromEntries(
    SEAT_TYPES.map((type) => [type, intl.formatMessage({ id: 'seatMap.widget.seatTypeSuffix' }, { type: intl.formatMessage({ id: `seatMap.seatType.${type}` }) })]),
  ) as SeatMapLabels['seatTypes'];
  return { ...texts, seatTypes };
}

import { FormattedMessage } from 'react-intl';

/** Marks a link that leaves the shop: an arrow for the eye, words for screen readers. */
export function ExternalMark() {
  return (
    <>
      <span aria-hidden="true"> ↗</span>
      <span className="visually-hidden">
        {' '}
        <FormattedMessage id="common.opensExternal" />
      </span>
    </>
  );
}

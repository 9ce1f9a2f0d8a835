import { dateToken, tokenField } from '@pod/shared-ui/filledLists';
import { useMounted } from './useMounted.ts';

/** A timestamp in the visitor's local time; UTC until mounted, so server and client agree. */
export function LocalTime({ iso, dateOnly = false }: { iso: string; dateOnly?: boolean }) {
  const mounted = useMounted();
  const date = new Date(iso);
  let text = dateOnly ? iso.slice(0, 10) : `${iso.slice(0, 16).replace('T', ' ')} UTC`;
  // A filled list's template (the build's render): the server fills in the UTC date.
  const field = tokenField(iso);
  if (field && dateOnly) text = dateToken(field);
  if (mounted && !Number.isNaN(date.getTime()))
    text = dateOnly
      ? date.toLocaleDateString()
      : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return <time dateTime={iso}>{text}</time>;
}

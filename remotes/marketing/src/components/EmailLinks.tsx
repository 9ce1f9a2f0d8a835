import { siteConfig } from '@pod/contracts/siteConfig';
import type { ReactNode } from 'react';

const addresses = [...new Set([siteConfig.salesEmail, siteConfig.supportEmail])];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyAddress = new RegExp(`(${addresses.map(escapeRegExp).join('|')})`);

/** A paragraph of typed text with the site's e-mail addresses in it made mailto links. */
export function EmailLinks({ text }: { text: string }): ReactNode {
  // split() with a capturing group: the addresses at the odd places.
  return text.split(anyAddress).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed text, never reordered; an address may appear twice
      <a key={`${index}-${part}`} href={`mailto:${part}`}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}

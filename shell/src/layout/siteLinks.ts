import { siteConfig } from '@pod/contracts/siteConfig';

export interface NavItem {
  label: string;
  to: string;
}

export const headerLinks: readonly NavItem[] = [
  { label: 'Why Us', to: '/why-us' },
  { label: 'Products', to: '/products' },
  { label: 'Integration', to: '/integration' },
  { label: 'Contact Us', to: '/contact' },
];

export const footerServices: readonly string[] = ['DTF Printing', 'Embroidery', 'Flatbed UV'];

export const footerCompanyLinks: readonly NavItem[] = [
  { label: 'About Us', to: '/why-us' },
  { label: 'Products', to: '/products' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'FAQs', to: '/faqs' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Integration', to: '/integration' },
];

export const footerContactLinks: readonly NavItem[] = [
  { label: 'Contact Sales', to: '/contact' },
  { label: 'Contact CS', to: '/contact-cs' },
];

/** A group of its own beside the spec's lists: the tool no other provider's site offers. */
export const footerToolLinks: readonly NavItem[] = [{ label: 'Check Your Print File', to: '/file-check' }];

export const portalLink = { label: 'Portal Log In', href: siteConfig.portalSignInUrl };

export const footerTagline = 'Your trusted Print-on-Demand partner for profitable apparel sales.';
export const copyrightYear = 2024;

/** Every path the header or the footer links to: on its page, its link is marked as current. */
export function markedLinkPaths(): string[] {
  return [
    ...new Set(
      [...headerLinks, ...footerCompanyLinks, ...footerToolLinks, ...footerContactLinks].map(
        (link) => link.to,
      ),
    ),
  ];
}

/** Where the not-found screen sends a visitor who mistyped an address. */
export const notFoundLinks: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  ...headerLinks.slice(0, 3),
  { label: 'FAQs', to: '/faqs' },
  ...headerLinks.slice(3),
];

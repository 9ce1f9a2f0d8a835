// The blank brands carried per product category: the spec names none, so these are examples
// until the business confirms its own. Kept apart from siteFacts.ts so that only the page
// showing them (marketing's Products) carries them.
export const productBrandsFact = {
  variable: 'PUBLIC_PRODUCT_BRANDS',
  // JSON: { "tshirts": ["…"], "hoodies": …, "baby": …, "hats": … }
  value: JSON.stringify({
    tshirts: ['Bella+Canvas', 'Gildan', 'Next Level', 'Comfort Colors'],
    hoodies: ['Independent Trading Co.', 'Gildan', 'Champion', 'Lane Seven'],
    baby: ['Rabbit Skins', 'Bella+Canvas', 'Gerber'],
    hats: ['Richardson', 'Yupoong', 'Port Authority', 'Liberty Bags'],
  }),
} as const;

export { postalAddressLine, type SiteConfig, siteConfig } from '@pod/contracts/siteConfig';
export {
  ANY_ROUTE,
  BOOT_ELEMENT_ID,
  type BootData,
  type BootRoute,
  idPrefixFor,
  PAGE_REMOTE_SLOT,
  PAGE_SLOT,
  readBootData,
} from '@pod/deploy-format/prerender';
export { AppProviders } from './AppProviders.tsx';
export { type HydrateOn, Island, type IslandProps } from './islands/Island.tsx';
export { findIslands, type MarkedIsland } from './islands/islandMarks.ts';
export { applyPageMeta, type PageMeta, usePageMeta } from './meta/usePageMeta.ts';
export { useHydrated } from './prerender/useHydrated.ts';
export { useTypedBeforeHydration } from './prerender/useTypedBeforeHydration.ts';
export { BrandMark } from './primitives/BrandMark.tsx';
export { Button, ButtonAnchor, ButtonLink } from './primitives/Button.tsx';
export { Card, CardTitle } from './primitives/Card.tsx';
export { ErrorSummary } from './primitives/ErrorSummary.tsx';
export { TextAreaField, TextField } from './primitives/FormField.tsx';
export { type RoughHeight, renderNearViewport } from './primitives/renderNearViewport.ts';
export {
  IslandFailure,
  UnlessFileWaits,
  WhileFileWaits,
  WithoutScript,
  WithScript,
} from './primitives/ScriptText.tsx';
export { Container, Grid, PageHeader, Section } from './primitives/Section.tsx';
export { apiRequest, getQueryFn, HttpError, throwIfResNotOk } from './request/apiRequest.ts';
export { pageLookup } from './routes/pageLookup.ts';
export { renderStandaloneRemote } from './StandaloneRemote.tsx';
export { brandFontUrl } from './theme/brandFont.ts';
export { type ColorScheme, currentScheme } from './theme/colorScheme.ts';
export { GlobalStyle } from './theme/GlobalStyle.tsx';
export { breakpoints, color, contentWidth, font, media, palette, radius, space } from './theme/tokens.ts';
export { useColorScheme } from './theme/useColorScheme.ts';
export { notify, type ToastMessage } from './toast/notify.tsx';
export { ToastHost } from './toast/ToastHost.tsx';

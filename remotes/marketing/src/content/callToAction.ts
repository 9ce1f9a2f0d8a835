/** A page's closing call to action (rendered by components/CallToAction.tsx). */
export interface CallToActionContent {
  title: string;
  text: string;
  button: string;
  /** A site path, e.g. /contact. */
  to: string;
}

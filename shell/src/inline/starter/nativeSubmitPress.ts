import { waitingIsland } from './waitingIsland.ts';

/**
 * Is this input a press on a form's submit control before its island is live? The browser then
 * posts the form at once and the page is left, so the press neither wakes the island nor
 * fetches its code: on a phone's one downlink, ~200 kB of script asked for at the press came
 * before the post's answer and the next page. A form the browser refuses (a required field
 * empty) focuses that field instead, and that focus is the reach.
 */
export function isNativeSubmitPress(target: EventTarget | null): boolean {
  const control = target instanceof Element ? target.closest('button, input') : null;
  return (
    (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) &&
    control.type === 'submit' &&
    control.form !== null &&
    waitingIsland(control) !== null
  );
}

/** Where a client-side navigation is announced (RouteFocus writes into it): in the layout from the start. */
export const ROUTE_ANNOUNCER_ID = 'route-announcer';

/** A polite live region, empty in the server's HTML, so that it exists before the first announcement. */
export function RouteAnnouncer() {
  return (
    <div
      id={ROUTE_ANNOUNCER_ID}
      className="visually-hidden"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="route-announcer"
    />
  );
}

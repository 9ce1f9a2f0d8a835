// The signed-in prerender of a staff page (see @pod/contracts/signedInStaff): at build time the
// page is rendered a second time inside this context, and hands its island the staff slot as
// its staff prop, so the island renders the signed-in first screen for the server to fill in.
import { STAFF_PROP } from '@pod/contracts/signedInStaff';
import { createContext, useContext } from 'react';

/** The staff prop (staffProp(STAFF_SLOT)) while a page is prerendered signed in; else undefined. */
export const SignedInPrerender = createContext<string | undefined>(undefined);

/** The props a staff page gives its island: the staff member when prerendered signed in. */
export function useStaffIslandProps(): { [STAFF_PROP]: string } | undefined {
  const staff = useContext(SignedInPrerender);
  return staff === undefined ? undefined : { [STAFF_PROP]: staff };
}

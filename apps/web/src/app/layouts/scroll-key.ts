import type { Location } from 'react-router';

// The router names every entry a full page load opens `default` (no history state yet), so one saved
// position would be shared by all of them: coming back from a payment provider would open the result
// scrolled to wherever the tab's first page was left. A key of its own per document keeps a full load
// at the top, while entries reached inside the app keep their own keys and restore as before.
const documentLoad = `load-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The key under which the scroll position of `location` is saved and restored. */
export const scrollKey = (location: Location): string => (location.key === 'default' ? documentLoad : location.key);

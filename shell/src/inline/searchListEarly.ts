// A search list's box (the FAQ's) filters the server's list at each key, in the same task,
// before the island is hydrated: inlined into the head of each page that has a search list (the
// server drops it from the others: ONLY_WITH_ATTRIBUTE). The filter and its engine are the
// FAQ's own (@pod/faq-search), the ones the island and the server's `?q=` answer run.
import { filterBeforeHydration } from '@pod/faq-search/beforeHydration';

filterBeforeHydration(document);

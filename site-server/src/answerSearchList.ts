// A page's search list answering the query of the address (`/faqs?q=shipping`): the FAQ's own
// search (@pod/faq-search), the engine the page's scripts run, decides what shows and in what
// order; the page is filled by string work, no app code runs here. A page without one, or an
// address without the parameter, is left as it is.
export { answerSearchList } from '@pod/faq-search/serverAnswer';

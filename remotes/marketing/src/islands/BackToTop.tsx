// Back to Top on the long pages (FAQs, Terms, Privacy): it hydrates when it comes near the screen.
export { BackToTop as default } from '../components/BackToTop.tsx';

import { NavLink } from '@pod/router';
import { Container, media, siteConfig } from '@pod/shared-ui';
import styled from 'styled-components';
import {
  copyrightYear,
  footerCompanyLinks,
  footerContactLinks,
  footerServices,
  footerTagline,
  footerToolLinks,
  portalLink,
} from './siteLinks.ts';

// No top margin: pages that end on a grey call to action run straight into the grey footer.
const Wrapper = styled.footer`
  padding: 3rem 0 2rem;
  background: var(--color-surface);
  border-top: 1px solid var(--color-border);
  h2 { font-size: 1rem; text-transform: uppercase; letter-spacing: 0.06em; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.35rem; }
  a { color: var(--color-text); }
  /* Where the visitor is, as the header marks it: its link leads nowhere new. */
  a[aria-current='page'] { color: var(--color-primary); font-weight: 600; text-decoration-thickness: 2px; text-underline-offset: 0.3em; }
`;

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  grid-template-columns: 1fr;
  ${media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.lg} { grid-template-columns: 2fr 1fr 1fr 1fr 1fr; }
`;

// Services are facts, not links: muted text with a dot marker, so that beside the underlined
// link columns they do not read as links that lost their underline.
const ServiceList = styled.ul`
  li { display: flex; align-items: baseline; gap: 0.55rem; color: var(--color-muted); }
  li::before { content: ''; flex: none; width: 0.4rem; height: 0.4rem; border-radius: 50%; background: var(--color-accent); transform: translateY(-0.1rem); }
`;

const Small = styled.p`
  margin: 2rem 0 0;
  color: var(--color-muted);
  font-size: 0.9rem;
`;

export function Footer() {
  return (
    <Wrapper>
      <Container>
        <Columns>
          <div>
            <p>
              <strong>{siteConfig.brandName}</strong>
            </p>
            <p>{footerTagline}</p>
          </div>
          <div>
            <h2>Services</h2>
            <ServiceList>
              {footerServices.map((service) => (
                <li key={service}>{service}</li>
              ))}
            </ServiceList>
          </div>
          <nav aria-label="Company">
            <h2>Company</h2>
            <ul>
              {footerCompanyLinks.map((link) => (
                <li key={link.label}>
                  <NavLink to={link.to}>{link.label}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label="Tools">
            <h2>Tools</h2>
            <ul>
              {footerToolLinks.map((link) => (
                <li key={link.label}>
                  <NavLink to={link.to}>{link.label}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label="Contact">
            <h2>Contact</h2>
            <ul>
              {footerContactLinks.map((link) => (
                <li key={link.label}>
                  <NavLink to={link.to}>{link.label}</NavLink>
                </li>
              ))}
              <li>
                <a href={portalLink.href} target="_blank" rel="noopener noreferrer">
                  {portalLink.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            </ul>
          </nav>
        </Columns>
        <Small>
          © {copyrightYear} {siteConfig.brandName}. All rights reserved.
        </Small>
      </Container>
    </Wrapper>
  );
}

import { Card, CardTitle } from '@pod/shared-ui';
import { siteConfig } from '@pod/shared-ui/siteConfig';
import styled from 'styled-components';
import { helpTopics } from '../content/formsContent.ts';

const Facts = styled.dl`
  margin: 0;
  display: grid;
  gap: 0.9rem;
  dt { font-weight: 700; }
  dd { margin: 0.15rem 0 0; }
  a { color: var(--color-primary); }
`;

const Topics = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: 0.4rem;
`;

function Address() {
  return (
    <address style={{ fontStyle: 'normal' }}>
      {siteConfig.streetAddress}
      <br />
      {siteConfig.city}, {siteConfig.region} {siteConfig.postalCode}
    </address>
  );
}

const Phone = () => <a href={siteConfig.phoneHref}>{siteConfig.phone}</a>;

/** Sales page: where and when to reach the business. */
export function BusinessInformation() {
  return (
    <Card>
      <CardTitle>Business Information</CardTitle>
      <Facts>
        <div>
          <dt>Address</dt>
          <dd>
            <Address />
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <Phone />
          </dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${siteConfig.salesEmail}`}>{siteConfig.salesEmail}</a>
          </dd>
        </div>
        <div>
          <dt>Hours</dt>
          <dd>{siteConfig.hours}</dd>
        </div>
      </Facts>
    </Card>
  );
}

/** Customer-service page: hours, phone and the address to visit. */
export function CustomerServiceHours() {
  return (
    <Card>
      <CardTitle>Customer Service Hours</CardTitle>
      <Facts>
        <div>
          <dt>Hours</dt>
          <dd>{siteConfig.hoursCentral}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <Phone />
          </dd>
        </div>
        <div>
          <dt>Visit</dt>
          <dd>
            <Address />
          </dd>
        </div>
      </Facts>
    </Card>
  );
}

export function HelpTopics() {
  return (
    <Card>
      <CardTitle>What We Can Help With</CardTitle>
      <Topics>
        {helpTopics.map((topic) => (
          <li key={topic}>{topic}</li>
        ))}
      </Topics>
    </Card>
  );
}

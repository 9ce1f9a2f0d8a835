import { siteConfig } from '@pod/contracts/siteConfig';
import { Card, CardTitle } from '@pod/shared-ui';
import type { ReactNode } from 'react';
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

interface Fact {
  term: string;
  value: ReactNode;
}

/** A titled card of term/value pairs. */
function FactsCard({ title, facts }: { title: string; facts: readonly Fact[] }) {
  return (
    <Card>
      <CardTitle>{title}</CardTitle>
      <Facts>
        {facts.map((fact) => (
          <div key={fact.term}>
            <dt>{fact.term}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </Facts>
    </Card>
  );
}

/** Sales page: where and when to reach the business. */
export function BusinessInformation() {
  return (
    <FactsCard
      title="Business Information"
      facts={[
        { term: 'Address', value: <Address /> },
        { term: 'Phone', value: <Phone /> },
        { term: 'Email', value: <a href={`mailto:${siteConfig.salesEmail}`}>{siteConfig.salesEmail}</a> },
        { term: 'Hours', value: siteConfig.hours },
      ]}
    />
  );
}

/** Customer-service page: hours, phone and the address to visit. */
export function CustomerServiceHours() {
  return (
    <FactsCard
      title="Customer Service Hours"
      facts={[
        { term: 'Hours', value: siteConfig.hoursCentral },
        { term: 'Phone', value: <Phone /> },
        { term: 'Visit', value: <Address /> },
      ]}
    />
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

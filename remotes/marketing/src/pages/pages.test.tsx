import { MemoryRouter } from '@pod/router';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Faqs from './Faqs.tsx';
import Home from './Home.tsx';
import PrivacyPolicy from './PrivacyPolicy.tsx';
import Products from './Products.tsx';
import Terms from './Terms.tsx';

const renderAt = (element: React.ReactElement, path = '/') =>
  render(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('Home', () => {
  it('renders the headline, 8 slides with only the first eager and high priority, and the CTAs', () => {
    vi.useFakeTimers();
    renderAt(<Home />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      "Let's Make Your Print-on-Demand Apparel Sales More Profitable",
    );
    const slides = document.querySelectorAll('[data-slide]');
    expect(slides).toHaveLength(8);
    const images = () => document.querySelectorAll('[data-slide] img');
    // Every image is in the HTML (the CSS runs the show before any script): the first is the
    // largest paint, each other lazy, fetched only when its slide is first laid out.
    expect(images()).toHaveLength(8);
    expect(images()[0]?.getAttribute('loading')).toBe('eager');
    expect(images()[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(images()[0]?.getAttribute('width')).toBe('1600');
    // The first is decoded for the frame that paints it, so no engine shows an empty frame first.
    expect(images()[0]?.getAttribute('decoding')).toBe('sync');
    for (const image of [...images()].slice(1)) expect(image.getAttribute('loading')).toBe('lazy');
    expect(screen.getByRole('link', { name: "Let's Connect" }).getAttribute('href')).toBe('/contact');
    expect(screen.getByText('Slide 1 of 8')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('Slide 2 of 8')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => vi.advanceTimersByTime(9000));
    expect(screen.getByText('Slide 2 of 8')).toBeTruthy();
  });

  it('states each key number once, in the hero strip, instead of repeating it down the page', () => {
    renderAt(<Home />);
    const text = document.body.textContent ?? '';
    const count = (needle: string) => text.split(needle).length - 1;
    expect(count('satellite printing locations')).toBe(1);
    expect(count('50+')).toBe(1);
    // The strip and the Quick Turnaround guarantee the spec names.
    expect(count('2-3 day')).toBe(2);
    const strip = [...document.querySelectorAll('dl dt')].map((term) => term.textContent);
    expect(strip).toEqual([
      'satellite printing locations',
      'shipping',
      'minimum order',
      'washes tested on our DTF prints',
    ]);
  });

  it('sends Learn More to Why Us, not one screen down', () => {
    renderAt(<Home />);
    const link = screen.getByRole('link', { name: 'Learn More about us' });
    expect(link.getAttribute('href')).toBe('/why-us');
  });
});

describe('Faqs', () => {
  it('shows 21 anchored cards, filters as you type and announces the count', () => {
    renderAt(<Faqs />, '/faqs');
    expect(document.querySelectorAll('article[id]')).toHaveLength(21);
    fireEvent.change(screen.getByLabelText('Search questions'), { target: { value: 'replacement' } });
    // Every card stays in the page; the search hides those it leaves out.
    const ids = [...document.querySelectorAll<HTMLElement>('article[id]')]
      .filter((a) => !a.hidden)
      .map((a) => a.id);
    expect(ids).toContain('request-replacement');
    expect(ids.length).toBeLessThan(21);
    expect(screen.getByRole('status').textContent).toBe(`${ids.length} of 21 questions match “replacement”`);
  });
  it('links the design guidelines PDF and mails sales and support', () => {
    renderAt(<Faqs />, '/faqs');
    const pdf = screen.getByRole('link', { name: /design guidelines \(PDF\)/ });
    expect(pdf.getAttribute('href')).toMatch(/\.pdf$/);
    const mailtos = [...document.querySelectorAll('a[href^="mailto:"]')].map((a) => a.getAttribute('href'));
    expect(mailtos).toHaveLength(2);
  });
});

describe('legal pages and products', () => {
  it('terms list 20 sections in the contents, privacy 12, each with a Back to Top link', () => {
    renderAt(<Terms />, '/terms');
    expect(screen.getByRole('navigation', { name: 'Contents' }).querySelectorAll('a')).toHaveLength(20);
    expect(screen.getByRole('link', { name: /Back to Top/ })).toBeTruthy();
    document.body.innerHTML = '';
    renderAt(<PrivacyPolicy />, '/privacy-policy');
    expect(screen.getByRole('navigation', { name: 'Contents' }).querySelectorAll('a')).toHaveLength(12);
    expect(screen.getByText('Effective date: October 24, 2023')).toBeTruthy();
  });
  it('products show four categories with Key Features and Key Brands', () => {
    renderAt(<Products />, '/products');
    expect(screen.getAllByRole('heading', { name: 'Key Features' })).toHaveLength(4);
    expect(screen.getAllByRole('heading', { name: 'Key Brands' })).toHaveLength(4);
    for (const id of ['tshirts', 'hoodies', 'baby', 'hats']) expect(document.getElementById(id)).toBeTruthy();
  });
  it('products load the first card image at once (the first screen on a phone) and the rest lazily', () => {
    renderAt(<Products />, '/products');
    const images = [...document.querySelectorAll('img')];
    expect(images).toHaveLength(4);
    expect(images[0]?.getAttribute('loading')).toBe('eager');
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    for (const image of images.slice(1)) {
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.getAttribute('fetchpriority')).toBe('low');
    }
  });
});

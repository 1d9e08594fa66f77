import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { AGENTS, renderRoute, serveAssets } from '../shared/src/testing';
import { AgentCard as PropertyAgentCard } from '../mfe-property/src/features/agent/agent-card';
import propertyEn from '../mfe-property/i18n/property/en.json';
import { AgentCard as ContentAgentCard } from '../mfe-content/src/features/agents/agent-card';
import { OurAgents } from '../mfe-content/src/features/home/sections/our-agents';
import contentEn from '../mfe-content/i18n/content/en.json';
import { parseStylesheet } from './css-scope';

/**
 * Issue #12's leak: the property page, the agents page and the home page each styled an
 * `.agent-card` of their own, and once a visitor had seen two of them the stylesheet loaded last
 * restyled the other's cards. Here the three cards are on one page with the three stylesheets, in
 * both loading orders: each stylesheet's rules reach its own card and nothing of the others.
 */

const ROOT = path.resolve(__dirname, '..');
const SHEETS = {
  property: 'mfe-property/src/features/agent/agent-card.css',
  agentsPage: 'mfe-content/src/features/agents/agents.css',
  homeSection: 'mfe-content/src/features/home/sections/our-agents.css',
} as const;
type Card = keyof typeof SHEETS;

const css = (card: Card): string => readFileSync(path.join(ROOT, SHEETS[card]), 'utf8');
const selectorsOf = (card: Card): string[] =>
  parseStylesheet(SHEETS[card], css(card)).selectors.map((s) => s.selector);

/** Whether `selector` matches `element`; false for pseudo-classes jsdom cannot evaluate. */
function matches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}

/** The selectors of a stylesheet that match the card's root or anything inside it. */
function reaching(card: Card, root: Element): string[] {
  const elements = [root, ...root.querySelectorAll('*')];
  return selectorsOf(card).filter((selector) => elements.some((el) => matches(el, selector)));
}

async function renderThreeCards(): Promise<Record<Card, Element>> {
  serveAssets();
  const agent = AGENTS[0];
  if (!agent) throw new Error('agent-data.json is empty');
  renderRoute(
    <>
      <PropertyAgentCard agentId={agent.id} />
      <ContentAgentCard agent={agent} layout="grid" />
      <OurAgents />
    </>,
    { namespaces: { property: propertyEn, content: contentEn } },
  );
  // Each card, found by what the visitor reads, then its outermost card element.
  const propertyName = await screen.findByText(agent.name, { selector: 'p' });
  const agentsPageName = screen.getByRole('heading', { level: 2, name: agent.name });
  const homeNames = await screen.findAllByRole('heading', { level: 3 });
  const card = (el: Element | undefined): Element => {
    const found = el?.closest('.card');
    if (!found) throw new Error('no card around the agent');
    return found;
  };
  return {
    property: card(propertyName),
    agentsPage: card(agentsPageName),
    homeSection: card(homeNames[0]),
  };
}

function addStyles(order: readonly Card[]): void {
  document.head.innerHTML = '';
  for (const card of order) {
    const style = document.createElement('style');
    style.textContent = css(card);
    document.head.append(style);
  }
}

const CARDS = Object.keys(SHEETS) as Card[];

test('each stylesheet reaches its own agent card and none of the two others', async () => {
  const roots = await renderThreeCards();
  for (const sheet of CARDS) {
    for (const card of CARDS) {
      const reached = reaching(sheet, roots[card]);
      if (card === sheet) expect(reached.length).toBeGreaterThan(2);
      else expect({ sheet, card, reached }).toEqual({ sheet, card, reached: [] });
    }
  }
});

test.each([
  [['property', 'agentsPage', 'homeSection']],
  [['homeSection', 'agentsPage', 'property']],
] as const)(
  'each card keeps its own look, whatever order the stylesheets load in (%j)',
  async (order) => {
    const roots = await renderThreeCards();
    addStyles(order);
    const photo = (card: Card) => {
      const img = roots[card].querySelector('img');
      if (!img) throw new Error(`no photo in the ${card} card`);
      return getComputedStyle(img);
    };
    // The property card's photo is a small round thumbnail, the agents page's a full-width square,
    // the home section's a 120 px circle with a border.
    expect(photo('property').getPropertyValue('inline-size')).toBe('4.5rem');
    expect(photo('property').getPropertyValue('border-radius')).toBe('50%');
    expect(photo('agentsPage').getPropertyValue('inline-size')).toBe('100%');
    expect(photo('agentsPage').getPropertyValue('aspect-ratio')).toBe('1');
    expect(photo('agentsPage').getPropertyValue('border-radius')).toBe('');
    expect(photo('homeSection').getPropertyValue('inline-size')).toBe('120px');
    expect(photo('homeSection').getPropertyValue('border-radius')).toBe('50%');
    expect(getComputedStyle(roots.property).getPropertyValue('display')).not.toBe('flex');
    expect(getComputedStyle(roots.agentsPage).getPropertyValue('display')).toBe('flex');
    expect(getComputedStyle(roots.homeSection).getPropertyValue('display')).toBe('grid');
  },
);

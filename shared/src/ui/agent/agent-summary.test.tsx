import { screen, within } from '@testing-library/react';
import { AGENTS, renderRoute } from '@betoch/shared/testing';
import type { Agent } from '../../data/types';
import { AgentSummary } from './agent-summary';

const agent = ((): Agent => {
  const first = AGENTS[0];
  if (!first) throw new Error('agent-data.json is empty');
  return first;
})();

function photo(): HTMLElement {
  return screen.getByRole('img', { name: agent.photo.alt });
}

test("the name is a heading of the asked level that leads to the agent's profile", () => {
  renderRoute(<AgentSummary agent={agent} level={3} link />);
  const heading = screen.getByRole('heading', { level: 3, name: agent.name });
  expect(within(heading).getByRole('link', { name: agent.name })).toHaveAttribute(
    'href',
    `/agent/agent-profile?id=${agent.id}`,
  );
  expect(screen.getByText(agent.role)).toBeInTheDocument();
});

test('the photo keeps its intrinsic size and the words that describe it, and loads lazily', () => {
  renderRoute(<AgentSummary agent={agent} level={2} />);
  expect(photo()).toHaveAttribute('src', agent.photo.src);
  expect(photo()).toHaveAttribute('width', String(agent.photo.width));
  expect(photo()).toHaveAttribute('height', String(agent.photo.height));
  expect(photo()).toHaveAttribute('loading', 'lazy');
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

test('a card in the first screen loads its photo at once', () => {
  renderRoute(<AgentSummary agent={agent} level={2} load="eager" />);
  expect(photo()).toHaveAttribute('loading', 'eager');
});

test("without a level the name is the text under the place's own heading", () => {
  renderRoute(<AgentSummary agent={agent} />);
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  expect(screen.getByText(agent.name).tagName).toBe('P');
});

test("at level 1 the name is the page's heading, with the role under it, and names the document", () => {
  renderRoute(<AgentSummary agent={agent} level={1} />);
  expect(screen.getByRole('heading', { level: 1, name: agent.name })).toBeInTheDocument();
  expect(screen.getByText(agent.role)).toBeInTheDocument();
  expect(document.title).toBe(`${agent.name} — Betoch`);
});

test("the place's element, classes and own parts go around and after the summary", () => {
  renderRoute(
    <ul>
      <AgentSummary as="li" className="card" agent={agent} level={3}>
        <a href={`tel:${agent.phone}`}>{agent.phone}</a>
      </AgentSummary>
    </ul>,
  );
  const item = screen.getByRole('listitem');
  expect(item).toHaveClass('agent-summary', 'card');
  expect(within(item).getByRole('img', { name: agent.photo.alt })).toBeInTheDocument();
  expect(within(item).getByRole('link', { name: agent.phone })).toBeInTheDocument();
});

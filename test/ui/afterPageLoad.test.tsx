import { lazy } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { AfterPageLoad } from '../../src/lib/AfterPageLoad';

const slot = <span>slot</span>;

describe('parts that come after the page', () => {
  it('shows the part once the page has loaded', async () => {
    const Part = lazy(async () => ({ default: () => <button type="button">bell</button> }));
    render(
      <AfterPageLoad placeholder={slot}>
        <Part />
      </AfterPageLoad>,
    );
    expect(screen.getByText('slot')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'bell' })).toBeInTheDocument();
    expect(screen.queryByText('slot')).not.toBeInTheDocument();
  });

  it('keeps its placeholder, and the page, when the part cannot load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Part = lazy(() => Promise.reject(new Error('the network dropped')));
    render(
      <main>
        <h1>page</h1>
        <AfterPageLoad placeholder={slot}>
          <Part />
        </AfterPageLoad>
      </main>,
    );
    // The chunk's failure ends in the placeholder alone (no suspended copy left behind), not in an
    // error thrown at the page.
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    await waitFor(() => expect(screen.getAllByText('slot')).toHaveLength(1));
    expect(screen.getByText('slot')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'page' })).toBeInTheDocument();
  });
});

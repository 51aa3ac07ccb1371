import { render, screen } from '@testing-library/react';
import { useFormContext } from 'react-hook-form';
import { useInRouterContext } from 'react-router-dom';
import { AdminContext, Form } from 'react-admin';

/**
 * The component tests load the console's libraries bundled (vitest.config.ts, `deps.optimizer`). A
 * library the console imports and react-admin imports too must be one module, or react-admin's
 * contexts are not the console's (build/optimizedDepsOneUrl.ts).
 */
function Contexts() {
  const form = useFormContext();
  return (
    <p>
      {form ? 'in the form' : 'no form'}, {useInRouterContext() ? 'in the router' : 'no router'}
    </p>
  );
}

it("react-admin's form and router are those the console's components read", async () => {
  render(
    <AdminContext>
      <Form>
        <Contexts />
      </Form>
    </AdminContext>,
  );
  expect(await screen.findByText('in the form, in the router')).toBeInTheDocument();
});

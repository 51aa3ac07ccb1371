import { render, screen } from '@testing-library/react';
import { ResourceContextProvider, SimpleForm, TextInput } from 'react-admin';
import { raSimpleFormContent } from '../../../src/framework/internals/raSimpleFormContent';
import { coreAdmin } from './coreAdmin';

describe('raSimpleFormContent', () => {
  it("selects the element the installed react-admin's SimpleForm draws its fields in", async () => {
    const Wrapper = coreAdmin();
    const { container } = render(
      <Wrapper>
        <ResourceContextProvider value="gadget">
          <SimpleForm record={{ id: 1, name: 'Sprocket' }} toolbar={false}>
            <TextInput source="name" />
          </SimpleForm>
        </ResourceContextProvider>
      </Wrapper>,
    );
    const field = await screen.findByDisplayValue('Sprocket');
    const content = container.querySelectorAll(raSimpleFormContent);
    expect(content).toHaveLength(1);
    expect(content[0]).toContainElement(field);
  });
});

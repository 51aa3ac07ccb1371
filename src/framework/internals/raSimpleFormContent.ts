/**
 * A selector of the element a `SimpleForm` draws its fields in: MUI's CardContent, the form
 * element's child. react-admin gives it 5em of bottom padding on phones (room for the toolbar it
 * fixes to the screen's bottom) and no class name of its own: `RaSimpleForm` is only its theme
 * name, so `.RaSimpleForm-root` matches nothing.
 */
export const raSimpleFormContent = 'form > .MuiCardContent-root';

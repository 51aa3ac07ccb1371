import { Button, type ButtonProps } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Link } from 'react-router-dom';
import { Button as ToolbarButton, useTranslate } from 'react-admin';
import { useRouteAvailable } from '../../routing/DeclaredRoutes';
import { useImportOffered } from '../../InitDataContext';
import { useResourceScope } from '../ResourceScope';

/**
 * The list's link to the CSV import wizard, where there is one: the declaration imports, the
 * server's init data names the resource (`sources`), the list is not a sub-list, and the import
 * route is not disabled by configuration (SPEC §2). In the list's toolbar (`toolbar`) it is
 * react-admin's toolbar button: only its icon (named, with a tooltip) at a phone's width.
 */
export function ImportButton({
  toolbar = false,
  ...props
}: Pick<ButtonProps, 'size' | 'variant'> & { toolbar?: boolean }) {
  const translate = useTranslate();
  const { declaration, parentId } = useResourceScope();
  const available = useRouteAvailable();
  const offered = useImportOffered(declaration.name);
  if (!declaration.import || !offered || parentId || !available('import')) return null;
  if (toolbar)
    return (
      <ToolbarButton component={Link} to={`/import/${declaration.name}`} label={translate('imports.button')}>
        <UploadFileIcon />
      </ToolbarButton>
    );
  return (
    <Button component={Link} to={`/import/${declaration.name}`} startIcon={<UploadFileIcon />} {...props}>
      {translate('imports.button')}
    </Button>
  );
}

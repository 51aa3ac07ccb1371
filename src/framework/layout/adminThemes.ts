import type { AppConfig } from '../../config/appConfig';
import { adminComponents } from './adminComponents';
import { themesWith, type ConsoleThemes } from './themes';

const byLayout = themesWith(adminComponents);

/**
 * The themes of the admin shell: the console's (`consoleThemes`) with the overrides of what only
 * the signed-in screens draw (`adminComponents`). The same objects on every call.
 */
export function adminThemes(layout: AppConfig['layout']): ConsoleThemes {
  return byLayout[layout];
}

import { NotificationClasses } from 'react-admin';
import { raNotificationClasses } from '../../../src/framework/internals/raNotificationClasses';

describe('raNotificationClasses', () => {
  it("names the installed react-admin notification's own class names", () => {
    expect(raNotificationClasses).toEqual(NotificationClasses);
  });
});

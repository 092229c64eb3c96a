import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

// The manager (sidebar, toolbar) is dark like the site and named after it.
addons.setConfig({
  theme: create({ base: 'dark', brandTitle: 'پرده · رابط کاربری', colorPrimary: '#19B8AE', colorSecondary: '#19B8AE' }),
});

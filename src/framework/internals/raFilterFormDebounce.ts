/**
 * How long a list's filter form (`FilterLiveForm`, its search box) waits after the last keystroke
 * before it sends what was typed to the list (its default `debounce`, in ms).
 */
export const raFilterFormDebounce = 500;

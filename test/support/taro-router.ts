// Jest: no H5 router runs here (pages render without one), so there is no history to watch.
export const history = undefined;

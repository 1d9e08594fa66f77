/** A second copy of the listings remote, served elsewhere, for the config.json swap test. */
export const ALTERNATE_LISTINGS_PORT = 3011;

/** A second server of the same shell build whose config.json points listings at that copy. */
export const SWAPPED_SHELL_PORT = 3010;

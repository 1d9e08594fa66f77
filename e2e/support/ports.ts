/** A second copy of the listings remote, served elsewhere, for the config.json swap test. */
export const ALTERNATE_LISTINGS_PORT = 3011;

import { trapConsoleErrors } from '../../tests/console-error-trap.ts';

// A server test during which a route, a job or the database logs an error fails, as a client test does.
trapConsoleErrors();

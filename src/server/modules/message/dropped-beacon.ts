import express, { type Router } from 'express';
import { MESSAGE_DROPPED_BEACON_PATH } from '../../../shared/beacons';
import { limitRequests } from '../../http/guards';
import type { Logger } from '../../logger';

/** Reports one address may send per minute; beyond that, nothing is logged. */
export const DROPPED_BEACON_LIMIT_PER_MINUTE = 10;

/**
 * The contact form's report of a message it dropped, never sent, because
 * the robot box was ticked (the spec's silent drop). Each report is one log
 * line, `message dropped (robot checkbox)`, with a running count for this
 * process, so the owner can see how many visitors (or bots) ticked the box.
 * The body is not read: the report carries no message content. Limited per
 * address, so the route cannot be used to flood the log.
 */
export function droppedMessageBeacon(logger: Logger): Router {
  const routes = express.Router();
  let dropped = 0;
  routes.post(
    MESSAGE_DROPPED_BEACON_PATH,
    limitRequests({ windowMs: 60_000, limit: DROPPED_BEACON_LIMIT_PER_MINUTE, logger }),
    (_req, res) => {
      dropped += 1;
      logger.info(
        { event: 'message-dropped', reason: 'robot-checkbox', droppedSinceStart: dropped },
        'message dropped (robot checkbox)',
      );
      res.status(204).end();
    },
  );
  return routes;
}

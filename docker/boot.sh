#!/bin/sh
# Container entry point: `boot.sh web|migrate|worker|beat`.
set -e
role=${1:-web}
case "$role" in
  migrate)
    # The database may still be starting: retry the upgrade before giving up.
    for attempt in 1 2 3 4 5 6 7 8 9 10; do
      if flask --app web db upgrade; then exit 0; fi
      echo "migrate: database not ready (attempt $attempt), retrying in 3s"
      sleep 3
    done
    exit 1 ;;
  web)
    exec gunicorn -b 0.0.0.0:8000 -k gthread -w "${WEB_PROCESSES:-1}" --threads "${WEB_THREADS:-32}" \
      --graceful-timeout 20 --access-logfile - "web:create_app()" ;;
  worker)
    # One process per GPU, a threads pool so concurrent turns share the engine and batch together.
    exec celery -A workers.celery_app worker -P threads -c "${COFFEEGLM_WORKER_CONCURRENCY:-64}" \
      -Q turns,maintenance -n "worker@%h" --loglevel INFO ;;
  beat)
    exec celery -A workers.celery_app beat -s /tmp/celerybeat-schedule --loglevel INFO ;;
  *)
    exec "$@" ;;
esac

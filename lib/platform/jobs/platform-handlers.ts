import "server-only";
import { APPOINTMENT_REMINDER_JOB } from "@/lib/platform/services/appointments/schedule-reminder";
import { remindAppointment } from "@/lib/platform/services/appointments/remind-appointment";
import { MAIL_RETRY_JOB } from "@/lib/platform/mail/schedule-mail-retry";
import { retryMail } from "@/lib/platform/mail/retry-mail";
import { runCartPurge } from "@/lib/platform/services/shop/run-cart-purge";
import { CART_PURGE_JOB } from "@/lib/platform/services/shop/schedule-cart-purge";
import { RELEASE_UNPAID_ORDER_JOB, runReleaseUnpaidOrder } from "@/lib/platform/services/shop/release-unpaid-order";
import { REMIND_UNPAID_ORDER_JOB, runRemindUnpaidOrder } from "@/lib/platform/services/shop/remind-unpaid-order";
import { ORDER_REVIEW_REQUEST_JOB, runRequestOrderReview } from "@/lib/platform/services/shop/request-order-review";
import { runWorkshopDeadline } from "@/lib/platform/services/run-workshop-deadline";
import { WORKSHOP_DEADLINE_JOB } from "@/lib/platform/services/workshop-deadline-job";
import { APPOINTMENT_HOLD_JOB } from "@/lib/platform/services/appointments/appointment-hold-job";
import { releaseUnconfirmedAppointment } from "@/lib/platform/services/appointments/release-unconfirmed-appointment";
import { registerJobHandler } from "./registry";

/** Every job kind the platform runs (called by boot.ts before the worker starts, and by tests). */
export function registerPlatformJobHandlers(): void {
  registerJobHandler(APPOINTMENT_REMINDER_JOB, remindAppointment);
  registerJobHandler(MAIL_RETRY_JOB, retryMail);
  registerJobHandler(CART_PURGE_JOB, runCartPurge);
  registerJobHandler(RELEASE_UNPAID_ORDER_JOB, runReleaseUnpaidOrder);
  registerJobHandler(REMIND_UNPAID_ORDER_JOB, runRemindUnpaidOrder);
  registerJobHandler(ORDER_REVIEW_REQUEST_JOB, runRequestOrderReview);
  registerJobHandler(WORKSHOP_DEADLINE_JOB, runWorkshopDeadline);
  registerJobHandler(APPOINTMENT_HOLD_JOB, releaseUnconfirmedAppointment);
}

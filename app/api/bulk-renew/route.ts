export { POST } from "@/features/renewals/server/routes/bulk-renew";

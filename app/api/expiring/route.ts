export { GET } from "@/features/renewals/server/routes/expiring";

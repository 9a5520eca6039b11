export { PUT } from "@/features/security/server/routes/policy";

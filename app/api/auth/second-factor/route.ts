export { POST } from "@/features/security/server/routes/sign-in-second-factor";

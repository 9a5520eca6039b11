export { POST } from "@/features/accounts/server/routes/account-two-factor-reset";

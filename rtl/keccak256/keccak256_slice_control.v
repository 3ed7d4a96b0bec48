// keccak256_slice_control: the controller of the `large` Keccak points (keccak256_slice_core.v).
//
// Absorb: each 64-bit message lane is taken into the datapath's m_q and read-modify-
// written a byte a cycle (8 cycles; the next lane is taken in the eighth).  Permutation:
// 24 rounds of 9 cycles, a pre-read (it fills the datapath's prev_q) and 8 cycles that
// each make bytes g = 0..7 of all 25 lanes.  Digest: lanes 0..3 of bank 0, a byte a
// cycle (32 words of 8 bits to lw_shell).
`default_nettype none
module keccak256_slice_control (
    input  wire       clk,
    input  wire       rst,
    input  wire       msg_valid,
    output wire       msg_take,
    input  wire [4:0] msg_idx,
    input  wire       msg_blk_last,
    input  wire       msg_first_blk,
    input  wire       msg_final_blk,
    output wire       dig_valid,
    input  wire       dig_take,
    output wire       c_mload,
    output wire [2:0] c_grp,
    output wire       c_perm,
    output wire       c_rbank,
    output wire       c_wbank,
    output wire       c_pwe,
    output wire       c_cload,
    output wire       c_abs,
    output wire [4:0] c_lane,
    output wire       c_zabs,
    output wire       c_zhi,
    output wire       c_clr,
    output reg  [7:0] c_rc,
    output wire [1:0] c_dlane
);
    localparam [1:0] S_ABS = 2'd0, S_PERM = 2'd1, S_DIG = 2'd2;

    reg  [1:0] st_q;
    reg        busy_q, last_q, fin_q, first_q, pre_q;
    reg  [2:0] g_q;
    reg  [4:0] lane_q, k_q;
    reg  [1:0] dl_q;

    wire in_abs  = (st_q == S_ABS);
    wire in_perm = (st_q == S_PERM);
    wire in_dig  = (st_q == S_DIG);
    wire g_end   = (g_q == 3'd7);

    // a lane is taken when the datapath is free or in the last byte of the lane before
    assign msg_take = in_abs & (~busy_q | (g_end & ~last_q));
    wire   took     = msg_take & msg_valid;
    assign c_mload  = took;

    assign c_abs    = in_abs & busy_q;
    assign c_lane   = lane_q;
    assign c_zabs   = first_q;
    assign c_grp    = g_q;
    assign c_perm   = in_perm;
    assign c_rbank  = in_perm & k_q[0];
    assign c_wbank  = in_perm & ~k_q[0];
    assign c_pwe    = in_perm & ~pre_q;
    assign c_cload  = in_perm & ~pre_q & g_end;
    assign c_zhi    = in_perm & first_q & (k_q == 5'd0);
    assign c_clr    = in_dig;
    assign dig_valid = in_dig;
    assign c_dlane  = dl_q;

    // iota: RC bits 0, 1, 3, 7 sit in byte 0, bits 15, 31, 63 at bit 7 of bytes 1, 3, 7
    reg [6:0] rc7;      // {b63, b31, b15, b7, b3, b1, b0}
    always @(*) begin
        case (k_q)
            5'd0:  rc7 = 7'b0000001;  5'd1:  rc7 = 7'b0011010;  5'd2:  rc7 = 7'b1011110;
            5'd3:  rc7 = 7'b1110000;  5'd4:  rc7 = 7'b0011111;  5'd5:  rc7 = 7'b0100001;
            5'd6:  rc7 = 7'b1111001;  5'd7:  rc7 = 7'b1010101;  5'd8:  rc7 = 7'b0001110;
            5'd9:  rc7 = 7'b0001100;  5'd10: rc7 = 7'b0110101;  5'd11: rc7 = 7'b0100110;
            5'd12: rc7 = 7'b0111111;  5'd13: rc7 = 7'b1001111;  5'd14: rc7 = 7'b1011101;
            5'd15: rc7 = 7'b1010011;  5'd16: rc7 = 7'b1010010;  5'd17: rc7 = 7'b1001000;
            5'd18: rc7 = 7'b0010110;  5'd19: rc7 = 7'b1100110;  5'd20: rc7 = 7'b1111001;
            5'd21: rc7 = 7'b1011000;  5'd22: rc7 = 7'b0100001;  default: rc7 = 7'b1110100;
        endcase
        case (g_q)
            3'd0:    c_rc = {rc7[3], 3'b000, rc7[2], 1'b0, rc7[1], rc7[0]};
            3'd1:    c_rc = {rc7[4], 7'd0};
            3'd3:    c_rc = {rc7[5], 7'd0};
            3'd7:    c_rc = {rc7[6], 7'd0};
            default: c_rc = 8'd0;
        endcase
    end

    always @(posedge clk) begin
        if (rst) begin
            st_q    <= S_ABS;
            busy_q  <= 1'b0;
            last_q  <= 1'b0;
            fin_q   <= 1'b0;
            first_q <= 1'b0;
            pre_q   <= 1'b0;
            g_q     <= 3'd0;
            lane_q  <= 5'd0;
            k_q     <= 5'd0;
            dl_q    <= 2'd0;
        end else begin
            if (took) begin
                lane_q  <= msg_idx;
                last_q  <= msg_blk_last;
                fin_q   <= msg_final_blk;
                first_q <= msg_first_blk;
            end
            case (st_q)
                S_ABS: begin
                    if (busy_q) begin
                        g_q <= g_q + 3'd1;
                        if (g_end && !took) begin
                            busy_q <= 1'b0;
                            if (last_q) begin
                                st_q  <= S_PERM;
                                pre_q <= 1'b1;
                                g_q   <= 3'd7;
                                k_q   <= 5'd0;
                            end
                        end
                    end else if (took) begin
                        busy_q <= 1'b1;
                        g_q    <= 3'd0;
                    end
                end
                S_PERM: begin
                    g_q   <= g_q + 3'd1;
                    pre_q <= 1'b0;
                    if (!pre_q && g_end) begin
                        if (k_q == 5'd23) begin
                            st_q <= fin_q ? S_DIG : S_ABS;
                            g_q  <= 3'd0;
                            dl_q <= 2'd0;
                        end else begin
                            k_q   <= k_q + 5'd1;
                            pre_q <= 1'b1;
                            g_q   <= 3'd7;
                        end
                    end
                end
                default: begin   // S_DIG
                    if (dig_take) begin
                        g_q <= g_q + 3'd1;
                        if (g_end) begin
                            dl_q <= dl_q + 2'd1;
                            if (dl_q == 2'd3) st_q <= S_ABS;
                        end
                    end
                end
            endcase
        end
    end
endmodule
`default_nettype wire

`default_nettype none
// skein512_256h_control: the controller of skein512_256-large (half a round a cycle).
//
// A UBI block:  START (subkey 0, first half; the key ring's parity word) -> RUN, steps
// c = 0 .. 145: round c / 2, half c mod 2; the subkey halves are formed at c mod 8 = 7
// and 0 (subkey c / 8 in the second half), the ring turns at every c mod 8 != 6;
// steps 144, 145 add subkey 18 and feed the new chaining value into the ring (FIN).
// Then START of the next block, or of the output transform after the message's last
// block, whose FIN goes to OUT (four 64-bit digest words; the ring turns seven times
// between two of them) and then IV.  Q fills while the engine runs; the next block
// starts at the step 145 (or in WAIT) once Q holds a whole block.
module skein512_256h_control (
    input  wire        clk,
    input  wire        rst,
    // lw_shell
    input  wire        in_valid,
    input  wire        in_final,
    input  wire        in_blk_last,
    input  wire [31:0] in_bp,
    output wire        in_take,
    output wire        out_valid,
    input  wire        out_take,
    // datapath
    output wire        c_iv,
    output wire        c_start,
    output wire        c_zero,
    output wire        c_first,
    output wire        c_hi,
    output wire        c_run,
    output wire        c_form,
    output wire        c_turn,
    output wire        c_fin,
    output wire        c_par,
    output wire [5:0]  c_r0,
    output wire [5:0]  c_r1,
    output wire [4:0]  c_s,
    output wire [38:0] c_tw5,
    output wire [38:0] c_tw6
);
    localparam [2:0] S_IV = 3'd0, S_WAIT = 3'd1, S_START = 3'd2, S_RUN = 3'd3,
                     S_OUT = 3'd4;
    localparam [5:0] T_MSG = 6'd48, T_OUT = 6'd63;

    reg  [2:0]  st_q;
    reg  [7:0]  c_q;         // step 0..145
    reg         first_q;     // round 0
    reg  [5:0]  r0_q, r1_q;  // rotations of the two MIX units in this step
    reg  [1:0]  smod_q;      // (subkey formed next) mod 3
    reg  [1:0]  oc_q;        // digest word
    reg  [2:0]  tc_q;        // OUT: ring turns since the last digest word
    reg         zero_q;      // this UBI block is the output transform
    reg         msgfirst_q;  // the next message block is the first of its message
    reg         curfin_q;    // the block being hashed is the last message block
    reg  [23:0] blk_q;       // tweak position, bits 29..6 (a message has < 2^29 bytes)
    reg  [5:0]  low_q;       // tweak position, bits 5..0
    reg  [8:0]  flags_q;     // tweak Final, First, Type, BitPad
    reg         bfull_q;     // Q holds a whole message block
    reg         bfin_q;      // ... the last of its message
    reg  [5:0]  blow_q;      // ... its position bits 5..0 (byte count mod 64)
    reg         binc_q;      // ... its position is 64 more than the previous block's
    reg         bbitpad_q;   // ... it ends in a partial byte

    // rotation constants R[d mod 8][j] of Threefish-512; unit 0 does MIX 0 in the first
    // half and MIX 2 in the second, unit 1 MIX 1 and MIX 3
    function [5:0] rc(input [2:0] d, input [1:0] j);
        case ({d, j})
            5'd0:  rc = 6'd46; 5'd1:  rc = 6'd36; 5'd2:  rc = 6'd19; 5'd3:  rc = 6'd37;
            5'd4:  rc = 6'd33; 5'd5:  rc = 6'd27; 5'd6:  rc = 6'd14; 5'd7:  rc = 6'd42;
            5'd8:  rc = 6'd17; 5'd9:  rc = 6'd49; 5'd10: rc = 6'd36; 5'd11: rc = 6'd39;
            5'd12: rc = 6'd44; 5'd13: rc = 6'd9;  5'd14: rc = 6'd54; 5'd15: rc = 6'd56;
            5'd16: rc = 6'd39; 5'd17: rc = 6'd30; 5'd18: rc = 6'd34; 5'd19: rc = 6'd24;
            5'd20: rc = 6'd13; 5'd21: rc = 6'd50; 5'd22: rc = 6'd10; 5'd23: rc = 6'd17;
            5'd24: rc = 6'd25; 5'd25: rc = 6'd29; 5'd26: rc = 6'd39; 5'd27: rc = 6'd43;
            5'd28: rc = 6'd8;  5'd29: rc = 6'd35; 5'd30: rc = 6'd56; default: rc = 6'd22;
        endcase
    endfunction

    wire s_run = (st_q == S_RUN), s_start = (st_q == S_START), s_out = (st_q == S_OUT);
    wire [2:0] c8 = c_q[2:0];
    wire fb    = s_run & (c8 == 3'd0);               // second subkey half (subkey c / 8)
    wire finb  = s_run & (c_q == 8'd145);
    assign c_iv    = (st_q == S_IV);
    assign c_start = s_start;
    assign c_zero  = zero_q;
    assign c_first = first_q;
    assign c_hi    = c_q[0];
    assign c_run   = s_run;
    assign c_form  = s_start | (s_run & ((c8 == 3'd7) | (c8 == 3'd0)));
    assign c_turn  = s_start | (s_run & (c8 != 3'd6)) | (s_out & (out_take | (tc_q != 3'd0)));
    assign c_fin   = s_run & (c_q[7:1] == 7'd72);
    assign c_par   = s_start;
    assign c_r0    = r0_q;
    assign c_r1    = r1_q;
    assign c_s     = fb ? c_q[7:3] : 5'd0;

    // tweak t0 = position, t1 = flags << 55, t2 = t0 ^ t1: subkey s adds t[s mod 3] to
    // word 5 (lane 1) and t[(s + 1) mod 3] to word 6 (lane 2)
    wire [29:0] pos = {blk_q, low_q};
    assign c_tw5 = fb ? {(smod_q != 2'd0) ? flags_q : 9'd0, (smod_q != 2'd1) ? pos : 30'd0} : 39'd0;
    assign c_tw6 = fb ? {(smod_q != 2'd2) ? flags_q : 9'd0, (smod_q != 2'd0) ? pos : 30'd0} : 39'd0;

    // ---------------------------------------------------------------- loader
    assign in_take   = in_valid & ~bfull_q;
    assign out_valid = s_out & (tc_q == 3'd0);
    // the last block's position bits 5..0: its byte count ceil(bp / 8) mod 64; bits
    // 29..6 count on unless 0 < count < 64 (msg_len_bp counts the last segment only)
    wire [5:0] nb6 = in_bp[8:3] + {5'd0, |in_bp[2:0]};

    // the engine takes the next block (go) or the output transform (ot)
    wire idle = (st_q == S_WAIT) | (finb & ~zero_q);
    wire ot   = finb & ~zero_q & curfin_q;
    wire go   = idle & ~ot & bfull_q;
    wire [7:0] cn = s_start ? 8'd0 : c_q + 8'd1;      // the next step

    always @(posedge clk) begin
        if (rst) begin
            st_q       <= S_IV;
            c_q        <= 8'd0;
            first_q    <= 1'b0;
            r0_q       <= 6'd0;
            r1_q       <= 6'd0;
            smod_q     <= 2'd0;
            oc_q       <= 2'd0;
            tc_q       <= 3'd0;
            zero_q     <= 1'b0;
            msgfirst_q <= 1'b1;
            curfin_q   <= 1'b0;
            blk_q      <= 24'd0;
            low_q      <= 6'd0;
            flags_q    <= 9'd0;
            bfull_q    <= 1'b0;
            bfin_q     <= 1'b0;
            blow_q     <= 6'd0;
            binc_q     <= 1'b0;
            bbitpad_q  <= 1'b0;
        end else begin
            if (in_take && in_blk_last) begin
                bfull_q   <= 1'b1;
                bfin_q    <= in_final;
                blow_q    <= in_final ? nb6 : 6'd0;
                binc_q    <= !in_final || (nb6 == 6'd0 && in_bp != 32'd0);
                bbitpad_q <= in_final & (|in_bp[2:0]);
            end
            r0_q <= rc(cn[3:1], {cn[0], 1'b0});
            r1_q <= rc(cn[3:1], {cn[0], 1'b1});
            if (fb) smod_q <= (smod_q == 2'd2) ? 2'd0 : smod_q + 2'd1;
            if (ot) begin                                   // UBI(G, 0, Out), position 8
                st_q     <= S_START;
                zero_q   <= 1'b1;
                curfin_q <= 1'b0;
                blk_q    <= 24'd0;
                low_q    <= 6'd8;
                flags_q  <= {1'b1, 1'b1, T_OUT, 1'b0};
            end else if (go) begin
                st_q       <= S_START;
                zero_q     <= 1'b0;
                curfin_q   <= bfin_q;
                msgfirst_q <= 1'b0;
                if (binc_q) blk_q <= blk_q + 24'd1;
                low_q      <= blow_q;
                flags_q    <= {bfin_q, msgfirst_q, T_MSG, bbitpad_q};
            end else if (finb) begin
                st_q <= zero_q ? S_OUT : S_WAIT;
                oc_q <= 2'd0;
                tc_q <= 3'd0;
            end
            case (st_q)
                S_IV: begin
                    msgfirst_q <= 1'b1;
                    blk_q      <= 24'd0;
                    low_q      <= 6'd0;
                    st_q       <= S_WAIT;
                end
                S_START: begin
                    if (!zero_q) bfull_q <= 1'b0;             // Q moved into P
                    c_q     <= 8'd0;
                    first_q <= 1'b1;
                    smod_q  <= 2'd0;
                    st_q    <= S_RUN;
                end
                S_RUN: begin
                    c_q <= cn;
                    if (c_q == 8'd1) first_q <= 1'b0;
                end
                S_OUT: begin
                    if (tc_q != 3'd0) tc_q <= (tc_q == 3'd6) ? 3'd0 : tc_q + 3'd1;
                    if (out_take) begin
                        tc_q <= 3'd1;
                        oc_q <= oc_q + 2'd1;
                        if (oc_q == 2'd3) st_q <= S_IV;
                    end
                end
                default: ;
            endcase
        end
    end
endmodule

`default_nettype wire

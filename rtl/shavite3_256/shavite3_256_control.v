// shavite3_256_control: the schedule of the SHAvite-3-256 core.
//
// LOAD  take the block's 16 words (rk[0..15]); meanwhile, for a message's first
//       block, load s with the initial value in the order (R, L), otherwise turn s
//       (which holds h) by four words to (R, L).
// KS    the message expansion, four iterations of 36 cycles: 4 cycles fill, four
//       AES steps of 4 cycles (each fills the next step's input), 16 linear words.
// FE    the 12 Feistel rounds: 4 cycles build R ^ rk[0..3], 36 AES rounds of 4
//       cycles with the round keys rk[4..143] read in order, then the feed-forward
//       h ^= (L, R) in 8 cycles (h written back to the RAM, kept in s).
// OUT   after a message's last block: the eight digest words from s.
// rtl/shavite3_256/README.md has the cycle-by-cycle timeline.
`default_nettype none
module shavite3_256_control (
    input  wire        clk,
    input  wire        rst,
    input  wire        in_valid,
    input  wire        in_final,
    output wire        in_take,
    output wire        out_valid,
    input  wire        out_take,
    output wire        c_cap,
    output wire        c_fin,
    output wire [22:0] c_blk,
    output reg  [7:0]  c_raddr,
    output wire        c_we,
    output wire [7:0]  c_waddr,
    output wire        c_wld,
    output wire        c_wnl,
    output wire        c_wlin,
    output wire        c_wff,
    output wire        c_rec,
    output wire        c_xld,
    output wire        c_yo,
    output wire        c_ys,
    output wire        c_sen,
    output wire        c_sv,
    output wire        c_so,
    output wire        c_sr
);
    localparam [1:0] S_LOAD = 2'd0, S_KS = 2'd1, S_FE = 2'd2, S_OUT = 2'd3;

    reg  [1:0]  st_q;
    reg         first_q;    // the block is the first of its message (s gets the IV)
    reg         fin_q;      // the block is the last of its message
    reg         wdone_q;    // all 16 words of the block taken
    reg         cap_q;      // the cycle after the block's last word
    reg         lin_q;      // a linear-expansion read was issued last cycle
    reg  [3:0]  hc_q;       // LOAD: s preparation step (0..9)
    reg  [7:0]  wa_q;       // RAM write address (sequential: 0..151)
    reg  [5:0]  kc_q;       // KS: cycle in the iteration (0..35)
    reg  [1:0]  it_q;       // KS: iteration
    reg  [7:0]  f_q;        // FE: cycle (0..156)
    reg  [1:0]  r3_q;       // FE: AES round of the F3 (0..2)
    reg  [2:0]  oc_q;       // OUT: digest word
    reg  [22:0] blk_q;      // block index in the message

    wire ld = (st_q == S_LOAD), ks = (st_q == S_KS), fe = (st_q == S_FE), ot = (st_q == S_OUT);

    // ---------------------------------------------------------------- LOAD
    assign in_take = ld & ~wdone_q;
    wire   took    = in_take & in_valid;
    wire   hc_iv   = ld & first_q & (hc_q != 4'd0) & (hc_q <= 4'd8);   // IV word arrives
    wire   hc_rot  = ld & ~first_q & (hc_q < 4'd4);                      // turn h by four
    wire   ld_done = ld & wdone_q & (hc_q == 4'd9);

    // ---------------------------------------------------------------- KS
    wire   ks_nl   = ks & (kc_q >= 6'd5) & (kc_q <= 6'd20);     // nonlinear words written
    wire   ks_lin  = ks & (kc_q >= 6'd20);                      // linear read issued
    wire   ks_end  = ks & (kc_q == 6'd35) & (it_q == 2'd3);
    wire [3:0] kl  = kc_q[3:0] - 4'd4;          // kc - 20 mod 16

    // ---------------------------------------------------------------- FE
    wire   fe_init = fe & (f_q >= 8'd1) & (f_q <= 8'd4);
    wire   fe_aes  = fe & (f_q >= 8'd5) & (f_q <= 8'd148);
    wire   fe_ff   = fe & (f_q >= 8'd149);
    wire   fe_end  = fe & (f_q == 8'd156);
    wire   fend    = fe_aes & (r3_q == 2'd2);                  // last AES of an F3
    wire [1:0] col = (ks ? kc_q[1:0] : f_q[1:0]) - 2'd1;

    // ---------------------------------------------------------------- outputs
    assign c_cap  = cap_q;
    assign c_fin  = fin_q;
    assign c_blk  = blk_q;
    assign c_wld  = took;
    assign c_wnl  = ks_nl;
    assign c_wlin = lin_q;
    assign c_wff  = fe_ff;
    assign c_we   = took | ks_nl | lin_q | fe_ff;
    assign c_waddr = wa_q;
    assign c_rec  = took | ks_nl | lin_q;
    assign c_xld  = (ks & (kc_q[1:0] == 2'd0) & (kc_q != 6'd0)) |
                    (fe & (f_q[1:0] == 2'd0) & (f_q != 8'd0) & (f_q <= 8'd148));
    assign c_yo   = fe_aes;
    assign c_ys   = fe_init | fend;
    assign c_sen  = hc_iv | hc_rot | fe_init | fend | fe_ff | (ot & out_take);
    assign c_sv   = ~hc_iv;
    assign c_so   = fend;
    assign c_sr   = hc_iv | fe_ff;
    assign out_valid = ot;

    always @(*) begin
        c_raddr = 8'd0;
        if (ld)
            c_raddr = {5'b10011, hc_q[2:0] + 3'd4};              // IV[(hc + 4) mod 8]
        else if (ks)
            c_raddr = (kc_q >= 6'd20) ? {1'b0, it_q, 1'b1, kl}     // rk[u - 16], linear
                                      : {1'b0, it_q, 1'b0, kc_q[3:2], kc_q[1:0] + 2'd1};
        else if (fe)
            c_raddr = (f_q <= 8'd147) ? f_q : {4'b1001, first_q, f_q[2:0] + 3'd4};
    end

    always @(posedge clk) begin
        if (rst) begin
            st_q    <= S_LOAD;
            first_q <= 1'b1;
            fin_q   <= 1'b0;
            wdone_q <= 1'b0;
            cap_q   <= 1'b0;
            lin_q   <= 1'b0;
            hc_q    <= 4'd0;
            wa_q    <= 8'd0;
            kc_q    <= 6'd0;
            it_q    <= 2'd0;
            f_q     <= 8'd0;
            r3_q    <= 2'd0;
            oc_q    <= 3'd0;
            blk_q   <= 23'd0;
        end else begin
            cap_q <= took & (wa_q == 8'd15);
            lin_q <= ks_lin;
            if (c_we) wa_q <= wa_q + 8'd1;
            case (st_q)
                S_LOAD: begin
                    if (hc_q != 4'd9) hc_q <= hc_q + 4'd1;
                    if (took && wa_q == 8'd15) begin
                        wdone_q <= 1'b1;
                        fin_q   <= in_final;
                    end
                    if (ld_done) begin
                        st_q <= S_KS;
                        kc_q <= 6'd0;
                        it_q <= 2'd0;
                    end
                end
                S_KS: begin
                    kc_q <= (kc_q == 6'd35) ? 6'd0 : kc_q + 6'd1;
                    if (kc_q == 6'd35) it_q <= it_q + 2'd1;
                    if (ks_end) begin
                        st_q <= S_FE;
                        f_q  <= 8'd0;
                        r3_q <= 2'd0;
                    end
                end
                S_FE: begin
                    f_q <= f_q + 8'd1;
                    if (fe_aes && col == 2'd3) r3_q <= (r3_q == 2'd2) ? 2'd0 : r3_q + 2'd1;
                    if (fe_end) begin
                        first_q <= fin_q;
                        blk_q   <= fin_q ? 23'd0 : blk_q + 23'd1;
                        if (fin_q) begin
                            st_q <= S_OUT;
                            oc_q <= 3'd0;
                        end else begin
                            st_q    <= S_LOAD;
                            hc_q    <= 4'd0;
                            wa_q    <= 8'd0;
                            wdone_q <= 1'b0;
                        end
                    end
                end
                default: begin // S_OUT
                    if (out_take) begin
                        oc_q <= oc_q + 3'd1;
                        if (oc_q == 3'd7) begin
                            st_q    <= S_LOAD;
                            hc_q    <= 4'd0;
                            wa_q    <= 8'd0;
                            wdone_q <= 1'b0;
                        end
                    end
                end
            endcase
        end
    end
endmodule
`default_nettype wire

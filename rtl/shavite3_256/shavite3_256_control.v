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

    // ---------------------------------------------------------------- handshakes
    assign in_take   = ld & ~wdone_q;
    wire   took      = in_take & in_valid;
    assign out_valid = ot & ot_p;     // the datapath's last feed-forward step is done

    // Every datapath control but the handshakes is a register: the next state is
    // computed below (the _d values) and decoded into the _q flags, so the
    // datapath sees no counter comparison on its paths.
    reg        xld_q, yo_q, ys_q, sen_q, sv_q, so_q, sr_q, wnl_q, wff_q, lin_iss_q;
    reg  [7:0] raddr_q;

    // The datapath runs one cycle behind these flags: the RAM's read data is
    // registered once more (rd_q) after the block RAM's slow output, so every
    // control of the datapath is delayed by one cycle (the _p registers), the
    // write port included; only the read address, the counter capture and the
    // handshakes are not.
    reg        xld_p, yo_p, ys_p, sen_p, sv_p, so_p, sr_p, wnl_p, wff_p, lin_p, took_p, ot_p;
    reg  [7:0] waddr_p;
    assign c_cap   = cap_q;
    assign c_fin   = fin_q;
    assign c_blk   = blk_q;
    assign c_wld   = took_p;
    assign c_wnl   = wnl_p;
    assign c_wlin  = lin_p;
    assign c_wff   = wff_p;
    assign c_we    = took_p | wnl_p | lin_p | wff_p;
    assign c_waddr = waddr_p;
    assign c_rec   = took_p | wnl_p | lin_p;
    assign c_xld   = xld_p;
    assign c_yo    = yo_p;
    assign c_ys    = ys_p;
    assign c_sen   = sen_p | (ot & ot_p & out_take);
    assign c_sv    = sv_p;
    assign c_so    = so_p;
    assign c_sr    = sr_p;
    always @(*) c_raddr = raddr_q;

    // ---------------------------------------------------------------- next state
    reg  [1:0]  st_d, r3_d, it_d;
    reg         first_d, fin_d, wdone_d;
    reg  [3:0]  hc_d;
    reg  [7:0]  wa_d, f_d;
    reg  [5:0]  kc_d;
    reg  [2:0]  oc_d;
    reg  [22:0] blk_d;
    wire [1:0]  col = (ks ? kc_q[1:0] : f_q[1:0]) - 2'd1;
    wire        we_now = took | wnl_q | lin_q | wff_q;   // a RAM write (issued to the datapath next cycle)
    wire        fe_aes_now = fe & (f_q >= 8'd5) & (f_q <= 8'd148);

    always @(*) begin
        st_d = st_q; first_d = first_q; fin_d = fin_q; wdone_d = wdone_q;
        hc_d = hc_q; wa_d = we_now ? wa_q + 8'd1 : wa_q; kc_d = kc_q; it_d = it_q;
        f_d = f_q; r3_d = r3_q; oc_d = oc_q; blk_d = blk_q;
        case (st_q)
            S_LOAD: begin
                if (hc_q != 4'd9) hc_d = hc_q + 4'd1;
                if (took && wa_q == 8'd15) begin
                    wdone_d = 1'b1;
                    fin_d   = in_final;
                end
                if (wdone_q && hc_q == 4'd9) begin
                    st_d = S_KS;
                    kc_d = 6'd0;
                    it_d = 2'd0;
                end
            end
            S_KS: begin
                kc_d = (kc_q == 6'd35) ? 6'd0 : kc_q + 6'd1;
                if (kc_q == 6'd35) it_d = it_q + 2'd1;
                if (kc_q == 6'd35 && it_q == 2'd3) begin
                    st_d = S_FE;
                    f_d  = 8'd0;
                    r3_d = 2'd0;
                end
            end
            S_FE: begin
                f_d = f_q + 8'd1;
                if (fe_aes_now && col == 2'd3) r3_d = (r3_q == 2'd2) ? 2'd0 : r3_q + 2'd1;
                if (f_q == 8'd156) begin
                    first_d = fin_q;
                    blk_d   = fin_q ? 23'd0 : blk_q + 23'd1;
                    if (fin_q) begin
                        st_d = S_OUT;
                        oc_d = 3'd0;
                    end else begin
                        st_d    = S_LOAD;
                        hc_d    = 4'd0;
                        wa_d    = 8'd0;
                        wdone_d = 1'b0;
                    end
                end
            end
            default: begin // S_OUT
                if (out_take) begin
                    oc_d = oc_q + 3'd1;
                    if (oc_q == 3'd7) begin
                        st_d    = S_LOAD;
                        hc_d    = 4'd0;
                        wa_d    = 8'd0;
                        wdone_d = 1'b0;
                    end
                end
            end
        endcase
        if (rst) begin
            st_d = S_LOAD; first_d = 1'b1; fin_d = 1'b0; wdone_d = 1'b0; hc_d = 4'd0;
            wa_d = 8'd0; kc_d = 6'd0; it_d = 2'd0; f_d = 8'd0; r3_d = 2'd0; oc_d = 3'd0;
            blk_d = 23'd0;
        end
    end

    // ---------------------------------------------------------------- decode of the next state
    wire nld = (st_d == S_LOAD), nks = (st_d == S_KS), nfe = (st_d == S_FE);
    wire n_hc_iv  = nld & first_d & (hc_d != 4'd0) & (hc_d <= 4'd8);   // IV word arrives
    wire n_hc_rot = nld & ~first_d & (hc_d < 4'd4);                     // turn h by four
    wire n_ks_nl  = nks & (kc_d >= 6'd5) & (kc_d <= 6'd20);            // nonlinear words written
    wire n_ks_lin = nks & (kc_d >= 6'd20);                             // linear read issued
    wire n_init   = nfe & (f_d >= 8'd1) & (f_d <= 8'd4);
    wire n_aes    = nfe & (f_d >= 8'd5) & (f_d <= 8'd148);
    wire n_ff     = nfe & (f_d >= 8'd149);
    wire n_fend   = n_aes & (r3_d == 2'd2);                             // last AES of an F3
    wire [3:0] kl = kc_d[3:0] - 4'd4;                                   // kc - 20 mod 16
    reg  [7:0] n_raddr;
    always @(*) begin
        n_raddr = 8'd0;
        if (nld)
            n_raddr = {5'b10011, hc_d[2:0] + 3'd4};                     // IV[(hc + 4) mod 8]
        else if (nks)
            n_raddr = (kc_d >= 6'd20) ? {1'b0, it_d, 1'b1, kl}          // rk[u - 16], linear
                                      : {1'b0, it_d, 1'b0, kc_d[3:2], kc_d[1:0] + 2'd1};
        else if (nfe)
            n_raddr = (f_d <= 8'd147) ? f_d : {4'b1001, first_d, f_d[2:0] + 3'd4};
    end

    always @(posedge clk) begin
        st_q <= st_d; first_q <= first_d; fin_q <= fin_d; wdone_q <= wdone_d; hc_q <= hc_d;
        wa_q <= wa_d; kc_q <= kc_d; it_q <= it_d; f_q <= f_d; r3_q <= r3_d; oc_q <= oc_d;
        blk_q <= blk_d;
        cap_q     <= ~rst & took & (wa_q == 8'd15);
        lin_q     <= ~rst & lin_iss_q;
        lin_iss_q <= n_ks_lin;
        xld_q   <= (nks & (kc_d[1:0] == 2'd0) & (kc_d != 6'd0)) |
                   (nfe & (f_d[1:0] == 2'd0) & (f_d != 8'd0) & (f_d <= 8'd148));
        yo_q    <= n_aes;
        ys_q    <= n_init | n_fend;
        sen_q   <= n_hc_iv | n_hc_rot | n_init | n_fend | n_ff;
        sv_q    <= ~n_hc_iv;
        so_q    <= n_fend;
        sr_q    <= n_hc_iv | n_ff;
        wnl_q   <= n_ks_nl;
        wff_q   <= n_ff;
        raddr_q <= n_raddr;
        // the datapath's copies, one cycle later
        xld_p <= xld_q; yo_p <= yo_q; ys_p <= ys_q; sen_p <= sen_q; sv_p <= sv_q;
        so_p <= so_q; sr_p <= sr_q; wnl_p <= wnl_q & ~rst; wff_p <= wff_q & ~rst;
        lin_p <= lin_q & ~rst; took_p <= took & ~rst; ot_p <= ot & ~rst; waddr_p <= wa_q;
    end
endmodule
`default_nettype wire
